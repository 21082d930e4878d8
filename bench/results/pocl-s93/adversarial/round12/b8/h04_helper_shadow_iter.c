/* inlined helper whose local loop variable is named i like the caller's iterator, declared in the for */
#include <stdio.h>
#define N 10
static double A[N][6], B[N][6];
static void rowop(double *a, double *b, int len)
{
    for (int i = 0; i < len; i++)
        b[i] = a[len - 1 - i] + i;
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        rowop(A[i], B[i], 6);
}
int main(void)
{
    int s, i, m;
    int ns[] = {0, 1, 2, 7, 10};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (m = 0; m < 6; m++) { A[i][m] = i * 6 + m; B[i][m] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (m = 0; m < 6; m++) printf("%a\n", B[i][m]);
    }
    return 0;
}
