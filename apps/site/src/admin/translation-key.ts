/**
 * The field whose own value in a language says a document is translated into it (issue 19): its slug
 * (a page, guide, tour or category has an address of its own in each language), or, for a tour option
 * type or choice, which has no address, its label. Read by the list's Languages column (server) and by
 * the edit view's "Not yet translated" notice (client).
 */
export const translationKey = (collection: string): 'slug' | 'label' =>
  collection === 'variantTypes' || collection === 'variantOptions' ? 'label' : 'slug'
