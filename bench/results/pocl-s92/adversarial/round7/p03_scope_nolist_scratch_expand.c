/* #pragma bbmm data (no list) around a time loop; the region fills a caller's scratch array per iteration (expanded) */
#include <stdio.h>
#define N 20
static double A[N][4], B[N];
static void rowop(double r[4], double x)
{
    int k;
    for (k = 0; k < 4; k++) r[k] = r[k] * 0.5 + x;
}
int main(void)
{
    int t, i, k;
    double tmp[4];
    for (i = 0; i < N; i++) { B[i] = 0; for (k = 0; k < 4; k++) A[i][k] = i + k; }
    for (k = 0; k < 4; k++) tmp[k] = 0;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++) {
            for (k = 0; k < 4; k++) tmp[k] = A[i][k];
            rowop(tmp, t);
            B[i] = B[i] + tmp[0] + tmp[3];
        }
    }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    for (k = 0; k < 4; k++) printf("%a\n", tmp[k]);
    return 0;
}
