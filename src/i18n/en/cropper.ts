/**
 * The messages of MediaUploader's cropper, on an image's row, and of the same cropper on a
 * MediaGallery tile (in a dialog titled by the button's `mediaUploaderCropLabel`). Apart from the
 * uploader's: they load with the cropper's button, so an uploader that never checks an image for
 * networks carries none of them. Override any of them on the provider's `messages`.
 */
export const cropperMessages = {
  /** MediaUploader: button on an image's row that opens the cropper. Short; also the cropper's name. */
  mediaUploaderCrop: 'Crop',
  /**
   * MediaUploader: that button's text when a network refuses the image for its shape (its aspect
   * ratio). `{network}` = the network's name ("Instagram").
   */
  mediaUploaderCropFor: 'Crop for {network}',
  /**
   * MediaUploader: accessible name (not shown) of that button. `{label}` = its visible text
   * (`mediaUploaderCrop` or `mediaUploaderCropFor`), which it must begin with (WCAG 2.5.3);
   * `{name}` = the file's name.
   */
  mediaUploaderCropLabel: '{label}: {name}',
  /**
   * MediaUploader: beside the button once the image is cropped. `{width}` and `{height}` = the
   * crop's size in pixels, `{ratio}` = its shape ("1.91:1").
   */
  mediaUploaderCropped: 'Cropped to {width} × {height} ({ratio})',
  /** MediaUploader: button beside that text that takes the crop away (the whole image is sent again). Short. */
  mediaUploaderCropUndo: 'Undo crop',
  /** MediaUploader: accessible name (not shown) of that button. `{name}` = the file's name; it must begin with `mediaUploaderCropUndo`. */
  mediaUploaderCropUndoLabel: 'Undo crop: {name}',
  /** MediaUploader: heading of the choice of shapes in the cropper. Short. */
  mediaUploaderCropRatio: 'Shape',
  /** MediaUploader: the shape choice that lets the crop take any shape. Short. */
  mediaUploaderCropFree: 'Free',
  /**
   * MediaUploader: a shape choice from a network's rules. `{network}` = the network's name,
   * `{ratio}` = the shape as width:height ("1.91:1", "4:5").
   */
  mediaUploaderCropPreset: '{network} {ratio}',
  /** MediaUploader: accessible name (not shown) of the crop rectangle a keyboard moves. `{name}` = the file's name. */
  mediaUploaderCropArea: 'Crop of {name}',
  /**
   * MediaUploader: read by screen readers on the crop rectangle, and shown under the cropper: how to
   * crop with the keyboard.
   */
  mediaUploaderCropHelp: 'Arrow keys move the crop; Alt with the arrow keys resizes it, Shift for bigger steps. Enter applies it, Escape cancels.',
  /**
   * MediaUploader: the crop's size and place, said as it moves. `{width}` and `{height}` = its
   * size in pixels of the image, `{ratio}` = its shape ("1.91:1"), `{x}` and `{y}` = its
   * top-left corner from the image's top-left, in pixels.
   */
  mediaUploaderCropSize: '{width} × {height} pixels ({ratio}), from {x}, {y}',
  /** MediaUploader: accessible name (not shown) of the cropper's button with an arrow up: it moves the crop rectangle a step up. */
  mediaUploaderCropUp: 'Move the crop up',
  /** MediaUploader: as `mediaUploaderCropUp`, a step down. */
  mediaUploaderCropDown: 'Move the crop down',
  /** MediaUploader: as `mediaUploaderCropUp`, a step left. */
  mediaUploaderCropLeft: 'Move the crop left',
  /** MediaUploader: as `mediaUploaderCropUp`, a step right. */
  mediaUploaderCropRight: 'Move the crop right',
  /** MediaUploader: accessible name (not shown) of the cropper's button with a plus: it makes the crop rectangle a step larger, its shape kept. */
  mediaUploaderCropLarger: 'Make the crop larger',
  /** MediaUploader: accessible name (not shown) of the cropper's button with a minus: it makes the crop rectangle a step smaller, its shape kept. */
  mediaUploaderCropSmaller: 'Make the crop smaller',
  /** MediaUploader: in the cropper while the image loads. Short; ends with an ellipsis (…). */
  mediaUploaderCropLoading: 'Loading the image…',
  /** MediaUploader: in the cropper, when this browser cannot show the image, so it cannot be cropped here. */
  mediaUploaderCropUnreadable: 'This browser cannot show this image, so it cannot be cropped here.',
  /** MediaUploader: button in the cropper that keeps the crop. Short. */
  mediaUploaderCropApply: 'Apply crop',
  /** MediaUploader: button in the cropper that closes it, changing nothing. Short. */
  mediaUploaderCropCancel: 'Cancel',
  /**
   * MediaUploader: said by screen readers once a crop is applied. `{name}` = the file's name,
   * `{width}`, `{height}` and `{ratio}` = as in `mediaUploaderCropped`.
   */
  mediaUploaderAnnounceCrop: '{name} cropped to {width} × {height} ({ratio}). It is checked and uploaded again.',
  /** MediaUploader: said by screen readers once a crop is taken away. `{name}` = the file's name. */
  mediaUploaderAnnounceUncrop: 'Crop of {name} undone: the whole image is checked and uploaded again.',
};

export type CropperMessages = { [K in keyof typeof cropperMessages]: string };
