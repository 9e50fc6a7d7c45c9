import CompassModels
import Hummingbird

/// A request's context as the site's pages read it: the athlete the address named
/// (`/for/<athlete>/…`), set by `AthletePathResponder` before routing, so a parent can open two
/// athletes in two tabs without mixing them.
package protocol SiteRequestContext: RequestContext {
  /// The athlete the request's address named, if it named one.
  var addressedAthlete: UserID? { get set }
}
