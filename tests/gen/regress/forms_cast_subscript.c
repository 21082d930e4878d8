/* casts in subscripts that keep the value for some parameters only ("(short)i" up to n, "(unsigned char)i", "(int)(m + i)" with a long m): the region assumes they keep it (bbmm_assumed: n <= 32768, n <= 256, m + n within int) and runs on the host as written where one would not (here the second call, n = 300, wraps "(unsigned char)i"); bbmm-gen's cast-subscript form (seeds 89000-89200: 15 programs refused before) */
// expect-output: bbmm_assumed = 
// expect-explain: S0\[i\] : 0 < n <= 256
// expect-explain: assumed: .*n <= 256.*a cast in a subscript would change the value it converts
#include <stdio.h>
#define N 512
static double A[N], B[N], C[256];
static void f(int n, long m)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        A[(short)i] = B[(unsigned)i] * 2.0 + B[(int)(m + i) % N];
        C[(unsigned char)i] = C[(unsigned char)i] + 0.5 * i;
    }
}
int main(void)
{
    int i, r;
    for (i = 0; i < N; i++) {
        A[i] = i;
        B[i] = N - i;
        if (i < 256)
            C[i] = 1.0 / (i + 1);
    }
    for (r = 0; r < 3; r++) {
        f(r == 1 ? 300 : 40 + r, 3 + r);
        for (i = 0; i < N; i++)
            printf("%a %a\n", A[i], i < 256 ? C[i] : 0.0);
    }
    return 0;
}
