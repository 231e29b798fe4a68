export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps, ChoiceOption } from './CheckboxGroup';
