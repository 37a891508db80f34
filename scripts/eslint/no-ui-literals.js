// Words a person reads live in the message catalogues (docs/product/languages.md), never in a
// component: this lint finds the literal words a screen could show. Ids, class names and
// punctuation pass; so do tests.
const words = /\p{L}{2,}/u;
const readAttributes = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);
const readProperties = new Set(['title', 'description', 'message', 'label', 'ariaLabel', 'text']);

// A message key ("admin.feedback.filterAll") names words in the catalogue; it is not words.
const messageKey = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
const isWords = (value) => typeof value === 'string' && words.test(value) && !messageKey.test(value);
const templateWords = (node) => node.quasis.some((quasi) => isWords(quasi.value.cooked));

export const noUiLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'No words a person reads outside the message catalogues' },
    messages: {
      text: 'Words a person reads belong in locales/ (use t(...)): "{{text}}".',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: String(text).trim().slice(0, 40) } });
    const check = (node) => {
      if (!node) return;
      if (node.type === 'Literal' && isWords(node.value)) report(node, node.value);
      else if (node.type === 'TemplateLiteral' && templateWords(node)) report(node, node.quasis.map((q) => q.value.cooked).join('…'));
      else if (node.type === 'ConditionalExpression') {
        check(node.consequent);
        check(node.alternate);
      } else if (node.type === 'LogicalExpression') check(node.right);
    };
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXAttribute') check(node.expression);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!readAttributes.has(name) || !node.value) return;
        if (node.value.type === 'Literal') check(node.value);
        else if (node.value.type === 'JSXExpressionContainer') check(node.value.expression);
      },
      Property(node) {
        const key = node.key?.type === 'Identifier' ? node.key.name : node.key?.value;
        if (readProperties.has(key)) check(node.value);
      },
    };
  },
};

export default { rules: { 'no-ui-literals': noUiLiterals } };
