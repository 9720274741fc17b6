export { Form, formValidationBehaviors, type FormProps, type FormValidationBehavior } from './Form.tsx';
