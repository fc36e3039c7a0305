/**
 * Messages of the catalogue screens: resources.<name>.* and app.catalogue.*, plus the Russian texts of
 * its API error codes (merged into app.messages; the English ones are src/domain/errors.ts). en is the
 * source; ru (./catalogue.ru.ts, a chunk of its own) must have the same keys (a unit test checks).
 */

export const en = {
  resources: {
    products: {
      name: 'Product |||| Products',
      fields: {
        name: 'Name',
        model: 'Model',
        model_code: 'Model code',
        vendor_code: 'Vendor code',
        type: 'Type',
        cost: 'Cost',
        place_type: 'Place type',
        price: 'Price',
        discount: 'Discount',
        discount_in_percent: 'Discount in %',
        discount_price: 'Discount price',
        is_novelty: 'Novelty',
        is_available_online: 'Available online',
        online_places: 'Online places',
      },
    },
    product_types: {
      name: 'Product type |||| Product types',
      fields: { name: 'Name' },
    },
    size_types: {
      name: 'Size type |||| Size types',
      fields: { name: 'Name' },
    },
    sizes: {
      name: 'Size |||| Sizes',
      fields: { name: 'Name', type: 'Type' },
    },
    vendor_codes: {
      name: 'Vendor codes',
      fields: { vendor_code: 'Vendor code', product_type_name: 'Product type', model: 'Model', total: 'Total' },
    },
  },
  app: {
    table: {
      add: 'Add',
      delete_title: 'Delete "%{name}"?',
      delete_content: 'It will no longer be offered anywhere.',
      // SPEC.md section 8: '{type} {name} successfully created'
      created: '%{type} %{name} successfully created',
      updated: '%{type} %{name} successfully updated',
    },
    products: {
      add: 'Add product',
      category: 'Category',
      all: 'All',
      view: 'View',
      actions: 'Actions for %{name}',
      created: '%{name}, %{model} (%{codes}) successfully created',
      created_next: 'Add its sizes, barcodes and stock on its page.',
      updated: '%{name}, %{model} (%{codes}) successfully updated',
      deleted: '%{name} successfully deleted',
      delete_title: 'Delete "%{name}"?',
      delete_content: 'The product will disappear from the catalogue.',
    },
    product: {
      details: 'Product',
      prices: 'Prices by place type',
      no_place_types: 'There are no place types yet: add them to set prices.',
      choose_image: 'Choose image',
    },
    images: {
      title: 'Images',
      upload: 'Upload',
      empty: 'No images yet.',
      main: 'Main',
      set_main: 'Make main',
      uploaded: 'Image uploaded |||| %{smart_count} images uploaded',
      main_set: 'Main image changed',
      deleted: 'Image deleted',
      delete_title: 'Delete this image?',
      delete_content: 'The file will be removed from the product.',
    },
    stock: {
      title: 'Stock by size and place',
      report: 'Excel',
      empty: 'Not in stock anywhere.',
      size: 'Size',
      place: 'Place',
      total: 'Total',
      reserved: '+%{n} reserved',
      on_the_way: '+%{n} on the way',
      adjust_title: 'Adjust stock',
      delta: 'Change (+/- units)',
      delta_hint: 'e.g. 5 or -2',
      apply: 'Apply',
      adjusted: 'Stock updated: now %{quantity}',
    },
    barcodes: {
      title: 'Barcodes',
      code: 'Barcode',
      add: 'Add barcode',
      added: 'Barcode added',
      deleted: 'Barcode deleted',
      empty: 'No barcodes yet.',
      delete_title: 'Delete barcode %{code}?',
    },
    vendor_codes: {
      title: 'Vendor codes list (%{total})',
      filter_places: 'Places',
      filter_types: 'Product types',
      export: 'Excel',
      clear: 'Clear',
      size_type: 'Size type',
      places: 'Places',
      apply: 'Apply',
      no_sizes: 'This size type has no sizes.',
      expand: 'Show sizes of %{code}',
      collapse: 'Hide sizes of %{code}',
    },
  },
};
