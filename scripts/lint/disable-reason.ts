import type { Rule } from 'eslint';

/** An `eslint-disable…` comment must say why on its own line: `// eslint-disable-next-line rule -- reason`. */
export const disableReasonRule: Rule.RuleModule = {
  meta: { type: 'suggestion', docs: { description: 'Every eslint-disable says why on the same line' }, schema: [] },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (!/^eslint-disable(-next-line|-line)?\b/.test(text)) continue;
          const reason = text.split(/\s--\s/)[1]?.trim();
          if (!reason) context.report({ loc: comment.loc!, message: 'Say why on the same line: `eslint-disable… rule -- reason`' });
        }
      },
    };
  },
};
