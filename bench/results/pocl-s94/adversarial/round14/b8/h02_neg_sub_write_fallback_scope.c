/* nolist scope: region keeps A[0..k); a region on the view A + k writes x[i - 1] (negative subscript, host fallback) into the kept part; later region reads A[0..k) */
#include <stdio.h>
#define N 16
static double A[N], S[N];
static void head(int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < k; i++)
        A[i] = A[i] * 0.5 + 1.0;
}
static void back(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i - 1] = x[i] + 100.0;
}
static void sum(int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < k; i++)
        S[i] = S[i] + A[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; S[i] = 0.0; }
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        head(5);
        back(2, A + 5);
        sum(5);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], S[i]);
    return 0;
}
