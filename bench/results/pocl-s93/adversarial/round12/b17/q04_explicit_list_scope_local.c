/* explicit data(A, B) scope around two regions of one block, the second declaring a helper-local via an inlined helper */
#include <stdio.h>
#define N 16
static double A[N][4], B[N][4];
static void h(const double *a, double *b)
{
    double f[4];
    int m;
    for (m = 0; m < 4; m++) f[m] = a[m] * 3.0;
    for (m = 0; m < 4; m++) b[m] = f[3 - m] + a[m];
}
int main(void)
{
    int i, m, t;
    for (i = 0; i < N; i++) for (m = 0; m < 4; m++) { A[i][m] = i + m * 0.5; B[i][m] = 0; }
#pragma bbmm data(A, B)
    {
        for (t = 0; t < 2; t++) {
#pragma bbmm
            for (i = 0; i < N; i++)
                h(A[i], B[i]);
#pragma bbmm
            for (i = 0; i < N; i++)
                for (m = 0; m < 4; m++)
                    A[i][m] = B[i][m] * 0.5;
        }
    }
    for (i = 0; i < N; i++) for (m = 0; m < 4; m++) printf("%a\n", A[i][m]);
    return 0;
}
