/** Id of the JSON data block in which the server hands the page's data to the client. */
export const STATE_ELEMENT_ID = 'gb-state';
