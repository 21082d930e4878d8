/* host writes between regions through a struct member pointer set to the region's array */
#include <stdio.h>
#define N 20
struct field { double *data; int n; };
static double A[N], B[N];
int main(void)
{
    struct field f;
    int t, i;
    f.data = A; f.n = N;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1.0; }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 1; i < N; i++)
            B[i] = A[i] + A[i - 1];
        f.data[t] = -100.0 * t;
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = B[i] * 0.5;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
