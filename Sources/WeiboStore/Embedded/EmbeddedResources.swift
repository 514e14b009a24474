/// Resources compiled into the binary; see scripts/embed-resources.
public enum EmbeddedResources {}
