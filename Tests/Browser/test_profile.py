"""The athlete's profile page at a phone's and a desktop's width, as the athlete and as a parent
with edit access: filled in, refused with a message by its field, and what coaches will see."""
import pytest


@pytest.fixture(params=["athlete", "edit parent"])
def who(request):
    return request.param


def test_the_profile_is_filled_in_and_previewed_as_coaches_see_it(page, api, who):
    page.open("/profile")
    assert "Nothing yet" in page.text(".profile-preview")
    assert page.all("nav a[href$='/profile'][aria-current=page]")
    assert bool(page.all("#display_name")) == (who == "athlete"), "only the athlete renames"
    page.set_value("#graduation_year", "2028")
    page.fill("#sport", "Baseball")
    page.fill("#positions", "RHP / OF")
    page.set_value("#bats", "left")
    page.set_value("#throws", "left")
    page.fill("#height_feet", "6")
    page.fill("#height_inches", "1")
    page.fill("#weight_pounds", "185")
    page.fill("#high_school", "Sope Creek High School")
    page.fill("#gpa", "9")
    page.click(".profile-form button[type=submit]")
    page.wait(lambda: page.all(".field-error"), message="the GPA is refused on its field")
    assert page.texts(".field-error") == ["Error: Enter a GPA from 0 to 5, like 3.8"]
    assert page.value("#positions") == "RHP / OF", "what was typed stays"
    page.fill("#gpa", "3,8")
    page.click(".profile-form button[type=submit]")
    page.wait(lambda: "Profile saved." in page.text(), message="the profile saves")
    assert page.texts(".profile-preview .shared-facts") == [
        "Class of 2028 · RHP / OF · Baseball", "Bats L / Throws L · 6'1\" · 185 lb",
        "Sope Creek High School", "GPA 3.8"]
    assert page.fits_width(), page.overflowing()
    assert not page.unlabelled_controls()
    page.screenshot("profile")
    stored = api.rows("athlete_profiles")
    assert len(stored) == 1 and stored[0]["user_id"] == api.user_id and stored[0]["gpa"] == 3.8

    page.fill("#weight_pounds", "30")
    page.click(".profile-form button[type=submit]")
    page.wait(lambda: page.all(".field-error"), message="the weight is refused")
    assert "saved" not in page.query, "a refused save does not keep the last one's notice"
    page.driver.refresh()
    assert "Profile saved." not in page.text()
    assert api.rows("athlete_profiles")[0]["weight_pounds"] == 185
