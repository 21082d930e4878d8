/* data scope: after the loop, update host then a host write that no region reads again; the scope end must keep it */
#include <stdio.h>
#define N 24
static double A[N], B[N];
int main(void)
{
    int i, t, n = 20;
    for (i = 0; i < N; i++) { A[i] = i % 3; B[i] = 0; }
#pragma bbmm data(A, B)
    {
        for (t = 0; t < 3; t++) {
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                B[i] = A[i - 1] + A[i + 1];
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                A[i] = B[i] * 0.5;
        }
#pragma bbmm update host(A, B)
        B[3] = -7.0;
        A[5] = A[4] + B[6];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
