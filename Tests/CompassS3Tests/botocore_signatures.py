"""Prints botocore's Signature Version 4 signatures for the requests SigV4SignerTests checks
(botocore from PyPI; its clock fixed to each request's time). Payload signing is off, as the
AWS SDKs do for streamed bodies, so the payload is UNSIGNED-PAYLOAD where the test says so."""
import datetime
from unittest import mock

from botocore.auth import S3SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.config import Config
from botocore.credentials import Credentials

KEY, SECRET = "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"


def signature(method, url, headers, token=None, region="us-east-1", when="20261128T031500Z",
              unsigned=True):
    request = AWSRequest(method=method, url=url, headers=headers, data=b"")
    if unsigned:
        request.context["client_config"] = Config(s3={"payload_signing_enabled": False})
    moment = datetime.datetime.strptime(when, "%Y%m%dT%H%M%SZ")
    with mock.patch("botocore.auth.get_current_datetime", return_value=moment):
        S3SigV4Auth(Credentials(KEY, SECRET, token), "s3", region).add_auth(request)
    return request.headers["Authorization"].split("Signature=")[1]


print("path-style with a token",
      signature("PUT", "http://127.0.0.1:9000/compass/documents/u1/My%20Video%20%C3%A9t%C3%A9.mp4",
                {"Content-Type": "video/mp4", "Content-Length": "1024"}, token="FQoGZXIvYXdzEXAMPLETOKEN//+="))
print("listing", signature(
    "GET", "http://127.0.0.1:9000/compass?list-type=2&prefix=documents%2Fu1%2F&continuation-token=a%2Bb%3D",
    {}, unsigned=False))
print("part in eu-west-2", signature(
    "PUT", "http://127.0.0.1:9000/compass/objects/abc?partNumber=2&uploadId=VXBsb2FkIElE~x.y_z", {},
    region="eu-west-2"))
