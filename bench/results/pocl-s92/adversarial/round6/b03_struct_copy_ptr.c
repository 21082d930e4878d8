/* pointer stored in a struct, the struct copied, written through the copy between regions */
#include <stdio.h>
#define N 20
struct buf { double *p; int n; };
static double A[N], B[N];
int main(void)
{
    int i, t;
    struct buf s1, s2;
    s1.p = A; s1.n = N;
    s2 = s1;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] + A[i];
        s2.p[t * 3] = -5.0 * t;
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + 1.0;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
