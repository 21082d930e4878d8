/* double b[][5] parameter used on a prefix of rows; double a[] parameter; rows offset by a pointer */
#include <stdio.h>
#define N 12
static void fill(int n, double a[], double b[][5])
{
    int i, m;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (m = 0; m < 5; m++)
            b[i][m] = a[i] * (m + 1) + b[i][4 - m];
}
int main(void)
{
    static double A[N], B[N][5];
    int s, i, m;
    int ns[] = {0, 1, 2, 6, 10};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i * 0.5 - 1; for (m = 0; m < 5; m++) B[i][m] = m - i * 0.25; }
        fill(ns[s], A + 1, B + (s % 3));
        for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", B[i][m]);
    }
    return 0;
}
