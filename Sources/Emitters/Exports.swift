// The reporters and pictures write JSON, numbers and the frames document with
// the writers an app's runtime links alone (`FramesJSON`); whoever imports
// `Emitters` gets them too.
@_exported import FramesJSON
