/** The form field the solution travels in (apart from the solver and its schema, which a form loads only once it is used). */
export const PROOF_OF_WORK_FIELD = 'altcha'
