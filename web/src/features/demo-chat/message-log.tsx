import { Fragment, useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useChatFormat } from './chat-format';
import type { ChatMessage, Contact } from './chat-types';
import { groupMessages } from './message-groups';
import { StatusAvatar } from './status-avatar';

/** The messages, grouped by sender with the time under each group and a line per day; kept scrolled to the newest. */
export function MessageLog({ contact, messages, me }: { contact: Contact; messages: ChatMessage[]; me: { id: number; fullName: string } }) {
  const { t } = useLingui();
  const format = useChatFormat();
  const scroller = useRef<HTMLDivElement>(null);
  const groups = groupMessages(messages);

  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1)
    <div ref={scroller} className="chat-log" tabIndex={0} role="region" aria-label={t`Messages with ${contact.fullName}`}>
      <ol className="chat-log__groups">
        {groups.map((group) => {
          const mine = group.senderId === me.id;
          const last = group.messages.at(-1)!;
          return (
            <Fragment key={group.key}>
              {group.newDay ? (
                <li className="chat-log__day">
                  <span>{format.day(group.messages[0]!.time)}</span>
                </li>
              ) : null}
              <li className={`chat-group${mine ? ' chat-group--mine' : ''}`}>
                {mine ? null : <StatusAvatar name={contact.fullName} status={contact.status} />}
                <div className="chat-group__body">
                  <span className="visually-hidden">{mine ? t`You:` : t`${contact.fullName}:`}</span>
                  {group.messages.map((message, index) => (
                    <p key={index} className="chat-bubble">
                      {message.message}
                    </p>
                  ))}
                  <time className="chat-group__time" dateTime={last.time}>
                    {format.time(last.time)}
                  </time>
                </div>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}
