export { Form, type FormApi, type FormProps, type FormSchema } from './form.js';
export { FormInput, FormSelect, FormTextarea } from './form-fields.js';
export { formErrorMessage } from './error-messages.js';
