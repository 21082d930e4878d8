// An enumeration whose type bbmm-pp does not know (packed by an attribute, or with a
// constant whose value it does not compute) is refused where a region computes with
// its values; its constants alone stay usable (parameters of the region).
// expect-exit: 1
// expect-stderr: @DIR@/enum_unknown_type.c:10:16: error: array 'A' has type 'enum pk', which is an enumeration whose type bbmm-pp does not know (the value of one of its constants is beyond what it computes, an attribute packs it, or its definition is not visible): regions compute with C's integer, float and double types
// expect-stderr: @DIR@/enum_unknown_type.c:24:16: error: scalar 'b' has type 'enum big', which is an enumeration whose type bbmm-pp does not know (the value of one of its constants is beyond what it computes, an attribute packs it, or its definition is not visible): regions compute with C's integer, float and double types
enum __attribute__((packed)) pk { P0, P1 };
static double D[8];
enum big { X0 = sizeof(D) / 8 - 9, X1 };
static enum pk A[4];
void f(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 4; i++)
        A[i] = i % 2;
}
void g(void)
{
    enum big b = X1;
    int i;
#pragma bbmm
    for (i = 0; i < X1 + 8; i++)
        D[i] = b - 1;
}
void h(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < X1 + 8; i++)
        D[i] = X0 + i;
}
