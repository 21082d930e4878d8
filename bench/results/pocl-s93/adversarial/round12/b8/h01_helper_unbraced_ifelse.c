/* inlined helper with unbraced if/else and for bodies writing through an array parameter */
#include <stdio.h>
#define N 12
static double A[N][4], B[N][4];
static void lim(const double *a, double *r, double cap)
{
    int m;
    for (m = 0; m < 4; m++)
        if (a[m] > cap)
            r[m] = cap;
        else if (a[m] < -cap)
            r[m] = -cap;
        else
            r[m] = a[m] * 0.5;
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        lim(A[i], B[i], 1.5);
}
int main(void)
{
    int s, i, m;
    int ns[] = {0, 1, 2, 7, 12};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (m = 0; m < 4; m++) { A[i][m] = (i * 3 + m * 5) % 9 - 4.0; B[i][m] = 9; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (m = 0; m < 4; m++) printf("%a\n", B[i][m]);
    }
    return 0;
}
