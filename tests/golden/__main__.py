from tests.golden import record

record()
