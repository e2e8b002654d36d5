import russianMessages from 'ra-language-russian';

/**
 * react-admin's Russian strings with the quotation marks a Russian reader expects: the package
 * quotes record names and fields with "…", Russian typography uses «…».
 */
const ra = russianMessages.ra;
export const ruReactAdmin = {
  ...russianMessages,
  ra: {
    ...ra,
    page: {
      ...ra.page,
      edit: '%{name} «%{recordRepresentation}»',
      show: '%{name} «%{recordRepresentation}»',
    },
    message: {
      ...ra.message,
      delete_title: 'Удалить %{name} «%{recordRepresentation}»',
    },
  },
};
