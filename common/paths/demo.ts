/** The template's demo areas (common/paths.ts). */
export const dashboardAnalytics = '/dashboard/analytics';
export const dashboardEcommerce = '/dashboard/ecommerce';

export const calendar = '/apps/calendar';
export const email = '/apps/email';
export const emailLabel = '/apps/email/label/:label';
export const emailFolder = '/apps/email/:folder';
export const todo = '/apps/todo';
export const todoTag = '/apps/todo/tag/:tag';
export const todoFilter = '/apps/todo/:filter';
export const chat = '/apps/chat';

export const shop = '/apps/e-commerce/shop';
export const wishlist = '/apps/e-commerce/wishlist';
export const checkout = '/apps/e-commerce/checkout';
export const product = '/apps/e-commerce/:slug';

export const users = '/apps/users/list';
export const user = '/apps/users/view/:id';
export const userEdit = '/apps/users/edit/:id';

export const invoices = '/apps/invoice/list';
export const invoice = '/apps/invoice/preview/:id';
export const invoiceAdd = '/apps/invoice/add';
export const invoiceEdit = '/apps/invoice/edit/:id';

export const accountSettings = '/pages/account-settings';
/** The seed's spelling, which leads to `accountSettings`. */
export const accountSetting = '/pages/account-setting';
export const profile = '/pages/profile';
export const faq = '/pages/faq';
export const knowledgeBase = '/pages/knowledge-base';
export const kbCategory = '/pages/knowledge-base/:category';
export const kbQuestion = '/pages/knowledge-base/:category/:slug';
export const pricing = '/pages/pricing';
export const blog = '/pages/blog/list';
export const blogEdit = '/pages/blog/edit/:id';
export const blogPost = '/pages/blog/:id';

export const uiCards = '/ui/card';
export const uiComponents = '/ui/components';
export const uiExtensions = '/ui/extensions';
export const uiTypography = '/ui/typography';
export const uiColors = '/ui/colors';
export const uiIcons = '/ui/feather-icons';
export const uiPageLayouts = '/ui/page-layouts';
export const uiCharts = '/ui/charts';
export const uiMaps = '/ui/maps';

export const formElements = '/forms/elements';
export const formLayout = '/forms/layout';
export const formWizard = '/forms/wizard';
export const formValidation = '/forms/validation';
export const formRepeater = '/forms/repeater';
export const tables = '/tables';
