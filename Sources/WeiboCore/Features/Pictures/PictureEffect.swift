/// What drawing pictures asks of the shell.
public enum PictureEffect: Hashable, Sendable {
    /// Read and decode a picture at one size (answered with `loaded`).
    case loadPicture(PictureKey)
}
