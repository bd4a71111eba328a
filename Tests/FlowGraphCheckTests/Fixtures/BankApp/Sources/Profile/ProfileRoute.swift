enum ProfileRoute: Hashable {
    case avatar
    case crop
}
