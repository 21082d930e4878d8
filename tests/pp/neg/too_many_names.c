// expect: 7:166: error: more than 32 names in one declaration
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, x28, x29, x30, x31, x32;
        A[i] = 0;
    }
}
