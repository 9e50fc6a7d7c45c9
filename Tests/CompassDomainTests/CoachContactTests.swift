import CompassDomain
import CompassModels
import Foundation
import Testing

@Suite("Coach contact links")
struct CoachContactTests {
  private func coach(email: String?, phone: String?) -> Coach {
    Coach(
      id: Coach.ID(UUID()), userID: UserID(UUID()), schoolID: nil, role: .head,
      firstName: "Kirk", lastName: "Smart", email: email, phone: phone)
  }

  @Test func anAddressAndANumberBecomeMailAndPhoneLinks() {
    let contact = CoachContact(coach(email: " ksmart@uga.edu ", phone: "(706) 542-1234"))
    #expect(contact.email == "ksmart@uga.edu")
    #expect(contact.emailURL?.absoluteString == "mailto:ksmart@uga.edu")
    #expect(contact.phone == "(706) 542-1234")
    #expect(contact.phoneURL?.absoluteString == "tel:7065421234")
    #expect(
      CoachContact(coach(email: nil, phone: "+1 706.542.1234")).phoneURL?.absoluteString
        == "tel:+17065421234")
  }

  @Test func unusableValuesShowAsTextWithoutALink() {
    for (email, phone) in [("coach at uga", "n/a"), ("no-at-sign", "12"), ("a b@c.d", "ext")] {
      let contact = CoachContact(coach(email: email, phone: phone))
      #expect(contact.email == email)
      #expect(contact.emailURL == nil)
      #expect(contact.phone == phone)
      #expect(contact.phoneURL == nil)
    }
    let empty = CoachContact(coach(email: "  ", phone: ""))
    #expect(empty.email == nil && empty.phone == nil)
    let odd = CoachContact(coach(email: "\"quoted\"@example.com?subject=x#y", phone: "１２３"))
    let oddURL = odd.emailURL
    #expect(oddURL?.query == nil)
    #expect(oddURL?.fragment == nil)
    #expect(odd.phoneURL == nil)
  }
}
