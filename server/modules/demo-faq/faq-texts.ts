import { texts as t, type Localized } from '../../lib/demo-kit/localized.js';

export interface FaqTopic {
  id: string;
  icon: string;
  title: Localized;
  subtitle: Localized;
  qandA: { question: Localized; ans: Localized }[];
}

const qa = (question: Localized, ans: Localized) => ({ question, ans });

/** The FAQ as the product ships it: each category (by id) and its questions and answers, in four languages. */
export const FAQ_TOPICS: FaqTopic[] = [
  {
    id: 'payment',
    icon: 'CreditCardIcon',
    title: t('Payment', 'Paiement', 'Zahlung', 'Pagamento'),
    subtitle: t('Subscriptions, licences and how you pay', 'Abonnements, licences et moyens de paiement', 'Abonnements, Lizenzen und Zahlungsarten', 'Assinaturas, licenças e formas de pagamento'),
    qandA: [
      qa(
        t('Does my subscription automatically renew?', 'Mon abonnement est-il renouvelé automatiquement ?', 'Verlängert sich mein Abonnement automatisch?', 'A minha assinatura é renovada automaticamente?'),
        t(
          'Yes. It renews at the end of each period until you cancel it in your account settings.',
          'Oui. Il est renouvelé à la fin de chaque période jusqu’à ce que vous le résiliiez dans les paramètres de votre compte.',
          'Ja. Es verlängert sich am Ende jedes Zeitraums, bis Sie es in Ihren Kontoeinstellungen kündigen.',
          'Sim. É renovada no fim de cada período até a cancelar nas definições da sua conta.',
        ),
      ),
      qa(
        t('Can I store the item on an intranet so everyone has access?', 'Puis-je stocker l’article sur un intranet pour que tout le monde y ait accès ?', 'Darf ich den Artikel im Intranet ablegen, damit alle darauf zugreifen können?', 'Posso guardar o artigo numa intranet para que todos lhe tenham acesso?'),
        t(
          'Yes, as long as everyone who uses it is covered by your licence.',
          'Oui, à condition que chaque personne qui l’utilise soit couverte par votre licence.',
          'Ja, sofern alle, die ihn nutzen, von Ihrer Lizenz abgedeckt sind.',
          'Sim, desde que todas as pessoas que o usam estejam abrangidas pela sua licença.',
        ),
      ),
      qa(
        t('What does non-exclusive mean?', 'Que signifie « non exclusive » ?', 'Was bedeutet „nicht exklusiv“?', 'O que significa «não exclusiva»?'),
        t(
          'Others may buy a licence for the same item: you may use it, but you do not own it alone.',
          'D’autres peuvent acheter une licence pour le même article : vous pouvez l’utiliser, mais vous n’en êtes pas seul propriétaire.',
          'Andere dürfen eine Lizenz für denselben Artikel kaufen: Sie dürfen ihn nutzen, besitzen ihn aber nicht allein.',
          'Outras pessoas podem comprar uma licença do mesmo artigo: pode usá-lo, mas não é o único dono.',
        ),
      ),
      qa(
        t('Is the Regular License the same as an Extended License?', 'La licence standard est-elle identique à la licence étendue ?', 'Ist die Standardlizenz dasselbe wie die erweiterte Lizenz?', 'A licença normal é igual à licença alargada?'),
        t(
          'No. The Extended License also covers products that you sell to your own customers.',
          'Non. La licence étendue couvre aussi les produits que vous vendez à vos propres clients.',
          'Nein. Die erweiterte Lizenz deckt auch Produkte ab, die Sie an Ihre eigenen Kunden verkaufen.',
          'Não. A licença alargada abrange também os produtos que vende aos seus próprios clientes.',
        ),
      ),
      qa(
        t('What is the difference between a regular and extended license?', 'Quelle est la différence entre une licence standard et une licence étendue ?', 'Was ist der Unterschied zwischen einer Standard- und einer erweiterten Lizenz?', 'Qual é a diferença entre uma licença normal e uma alargada?'),
        t(
          'A regular licence is for one free end product; an extended licence allows an end product that is sold.',
          'Une licence standard vaut pour un produit final gratuit ; une licence étendue permet un produit final vendu.',
          'Eine Standardlizenz gilt für ein kostenloses Endprodukt; eine erweiterte Lizenz erlaubt ein verkauftes Endprodukt.',
          'Uma licença normal serve para um produto final gratuito; uma alargada permite um produto final vendido.',
        ),
      ),
    ],
  },
  {
    id: 'delivery',
    icon: 'ShoppingBagIcon',
    title: t('Delivery', 'Livraison', 'Lieferung', 'Entrega'),
    subtitle: t('Where your order is and when it arrives', 'Où en est votre commande et quand elle arrive', 'Wo Ihre Bestellung ist und wann sie ankommt', 'Onde está a sua encomenda e quando chega'),
    qandA: [
      qa(
        t('Where has my order reached?', 'Où en est ma commande ?', 'Wo ist meine Bestellung gerade?', 'Onde está a minha encomenda?'),
        t(
          'Open My Orders and choose the order: its page shows each step of the delivery.',
          'Ouvrez Mes commandes et choisissez la commande : sa page montre chaque étape de la livraison.',
          'Öffnen Sie „Meine Bestellungen“ und wählen Sie die Bestellung: Ihre Seite zeigt jeden Schritt der Lieferung.',
          'Abra As minhas encomendas e escolha a encomenda: a página mostra cada etapa da entrega.',
        ),
      ),
      qa(
        t('The shipment status shows delivered, but I have not received it.', 'Le suivi indique « livré », mais je n’ai rien reçu.', 'Die Sendung gilt als zugestellt, aber ich habe sie nicht erhalten.', 'O estado do envio diz entregue, mas não o recebi.'),
        t(
          'Check with your neighbours and reception first; if it is not there within a day, contact us and we will trace it.',
          'Demandez d’abord à vos voisins et à l’accueil ; s’il n’est pas là sous un jour, contactez-nous et nous le rechercherons.',
          'Fragen Sie zuerst Nachbarn und Empfang; ist sie nach einem Tag nicht da, melden Sie sich und wir verfolgen sie.',
          'Pergunte primeiro aos vizinhos e à receção; se não aparecer num dia, contacte-nos e nós localizamo-lo.',
        ),
      ),
      qa(
        t('Why is my order delayed?', 'Pourquoi ma commande est-elle en retard ?', 'Warum verzögert sich meine Bestellung?', 'Porque está a minha encomenda atrasada?'),
        t(
          'Most delays come from the carrier or customs. The order page shows the new expected date.',
          'La plupart des retards viennent du transporteur ou de la douane. La page de la commande indique la nouvelle date prévue.',
          'Die meisten Verzögerungen entstehen beim Zusteller oder beim Zoll. Die Bestellseite zeigt das neue voraussichtliche Datum.',
          'A maioria dos atrasos vem da transportadora ou da alfândega. A página da encomenda mostra a nova data prevista.',
        ),
      ),
      qa(
        t('Does Pixinvent deliver internationally?', 'Pixinvent livre-t-il à l’international ?', 'Liefert Pixinvent auch ins Ausland?', 'A Pixinvent faz entregas internacionais?'),
        t(
          'Yes, to most countries. The delivery cost and time are shown at checkout.',
          'Oui, dans la plupart des pays. Le coût et le délai de livraison sont indiqués au paiement.',
          'Ja, in die meisten Länder. Versandkosten und Lieferzeit sehen Sie an der Kasse.',
          'Sim, para a maioria dos países. O custo e o prazo de entrega aparecem no pagamento.',
        ),
      ),
    ],
  },
  {
    id: 'cancellationReturn',
    icon: 'RefreshCwIcon',
    title: t('Cancellation & Return', 'Annulation et retour', 'Stornierung und Rückgabe', 'Cancelamento e devolução'),
    subtitle: t('Changing your mind, returns and refunds', 'Changer d’avis, retours et remboursements', 'Meinung ändern, Rücksendungen und Erstattungen', 'Mudar de ideias, devoluções e reembolsos'),
    qandA: [
      qa(
        t('Can my security guard or neighbour receive my shipment if I am not available?', 'Mon gardien ou un voisin peut-il recevoir mon colis si je suis absent ?', 'Kann mein Pförtner oder Nachbar meine Sendung annehmen, wenn ich nicht da bin?', 'O meu segurança ou um vizinho pode receber a encomenda se eu não estiver?'),
        t(
          'Yes. Name them in the delivery instructions and the carrier will hand it to them.',
          'Oui. Indiquez-le dans les instructions de livraison et le transporteur le lui remettra.',
          'Ja. Nennen Sie ihn in den Lieferhinweisen, dann übergibt der Zusteller die Sendung an ihn.',
          'Sim. Indique-o nas instruções de entrega e a transportadora entrega-lhe a encomenda.',
        ),
      ),
      qa(
        t('How can I cancel my order?', 'Comment annuler ma commande ?', 'Wie storniere ich meine Bestellung?', 'Como posso cancelar a minha encomenda?'),
        t(
          'Open the order and choose Cancel. Once it has shipped, return it instead.',
          'Ouvrez la commande et choisissez Annuler. Une fois expédiée, retournez-la plutôt.',
          'Öffnen Sie die Bestellung und wählen Sie „Stornieren“. Ist sie schon versandt, senden Sie sie zurück.',
          'Abra a encomenda e escolha Cancelar. Depois de enviada, devolva-a.',
        ),
      ),
      qa(
        t('Can I return my product if it is damaged?', 'Puis-je retourner mon produit s’il est endommagé ?', 'Kann ich ein beschädigtes Produkt zurückgeben?', 'Posso devolver o produto se estiver danificado?'),
        t(
          'Yes, within 30 days. Add a photo of the damage and we pay for the return.',
          'Oui, sous 30 jours. Joignez une photo du dommage et nous payons le retour.',
          'Ja, innerhalb von 30 Tagen. Fügen Sie ein Foto des Schadens bei, wir zahlen die Rücksendung.',
          'Sim, no prazo de 30 dias. Junte uma fotografia do dano e nós pagamos a devolução.',
        ),
      ),
      qa(
        t('How do I return an item?', 'Comment retourner un article ?', 'Wie sende ich einen Artikel zurück?', 'Como devolvo um artigo?'),
        t(
          'Choose Return on the order page, print the label and drop the parcel at any pick-up point.',
          'Choisissez Retourner sur la page de la commande, imprimez l’étiquette et déposez le colis dans un point relais.',
          'Wählen Sie auf der Bestellseite „Zurücksenden“, drucken Sie das Etikett und geben Sie das Paket an einer Annahmestelle ab.',
          'Escolha Devolver na página da encomenda, imprima a etiqueta e entregue o volume num ponto de recolha.',
        ),
      ),
    ],
  },
  {
    id: 'myOrder',
    icon: 'PackageIcon',
    title: t('My Orders', 'Mes commandes', 'Meine Bestellungen', 'As minhas encomendas'),
    subtitle: t('Confirmations, promotion codes and tracking', 'Confirmations, codes promo et suivi', 'Bestätigungen, Aktionscodes und Sendungsverfolgung', 'Confirmações, códigos promocionais e seguimento'),
    qandA: [
      qa(
        t('Has my order been successful?', 'Ma commande a-t-elle abouti ?', 'Ist meine Bestellung eingegangen?', 'A minha encomenda foi concluída?'),
        t(
          'If it is listed in My Orders and you received a confirmation e-mail, it has.',
          'Si elle figure dans Mes commandes et que vous avez reçu un e-mail de confirmation, oui.',
          'Wenn sie unter „Meine Bestellungen“ steht und Sie eine Bestätigungs-E-Mail erhalten haben, ja.',
          'Se aparece em As minhas encomendas e recebeu um e-mail de confirmação, sim.',
        ),
      ),
      qa(
        t('My Promotion Code is not working, what can I do?', 'Mon code promo ne fonctionne pas, que faire ?', 'Mein Aktionscode funktioniert nicht, was kann ich tun?', 'O meu código promocional não funciona, o que posso fazer?'),
        t(
          'Check its expiry date and the products it applies to; if it still fails, send us the code.',
          'Vérifiez sa date d’expiration et les produits concernés ; s’il échoue encore, envoyez-nous le code.',
          'Prüfen Sie Ablaufdatum und gültige Produkte; klappt es weiterhin nicht, schicken Sie uns den Code.',
          'Verifique a data de validade e os produtos abrangidos; se continuar a falhar, envie-nos o código.',
        ),
      ),
      qa(
        t('How do I track my Orders?', 'Comment suivre mes commandes ?', 'Wie verfolge ich meine Bestellungen?', 'Como acompanho as minhas encomendas?'),
        t(
          'Each order page has a tracking link as soon as the parcel leaves our warehouse.',
          'Chaque page de commande affiche un lien de suivi dès que le colis quitte notre entrepôt.',
          'Jede Bestellseite zeigt einen Verfolgungslink, sobald das Paket unser Lager verlässt.',
          'Cada página de encomenda tem uma ligação de seguimento assim que o volume sai do armazém.',
        ),
      ),
    ],
  },
  {
    id: 'productServices',
    icon: 'SettingsIcon',
    title: t('Product & Services', 'Produits et services', 'Produkte und Leistungen', 'Produtos e serviços'),
    subtitle: t('Shipping notices and warranties', 'Avis d’expédition et garanties', 'Versandbenachrichtigungen und Garantien', 'Avisos de envio e garantias'),
    qandA: [
      qa(
        t('Will I be notified once my order has shipped?', 'Serai-je prévenu une fois ma commande expédiée ?', 'Werde ich benachrichtigt, sobald meine Bestellung versandt ist?', 'Serei avisado quando a encomenda for enviada?'),
        t(
          'Yes, by e-mail, with the tracking link.',
          'Oui, par e-mail, avec le lien de suivi.',
          'Ja, per E-Mail, mit dem Verfolgungslink.',
          'Sim, por e-mail, com a ligação de seguimento.',
        ),
      ),
      qa(
        t('Where can I find warranty information?', 'Où trouver les informations de garantie ?', 'Wo finde ich Informationen zur Garantie?', 'Onde encontro as informações da garantia?'),
        t(
          'On each product page under Warranty, and in the box with the product.',
          'Sur chaque page produit, sous Garantie, et dans la boîte du produit.',
          'Auf jeder Produktseite unter „Garantie“ und in der Verpackung des Produkts.',
          'Em cada página de produto, em Garantia, e na caixa do produto.',
        ),
      ),
      qa(
        t('How can I purchase additional warranty coverage?', 'Comment acheter une extension de garantie ?', 'Wie kann ich eine Garantieverlängerung kaufen?', 'Como posso comprar uma extensão de garantia?'),
        t(
          'Add it at checkout, or from the order page within 30 days of delivery.',
          'Ajoutez-la au paiement, ou depuis la page de la commande sous 30 jours après la livraison.',
          'Fügen Sie sie an der Kasse hinzu oder innerhalb von 30 Tagen nach der Lieferung auf der Bestellseite.',
          'Adicione-a no pagamento, ou na página da encomenda até 30 dias após a entrega.',
        ),
      ),
    ],
  },
];
