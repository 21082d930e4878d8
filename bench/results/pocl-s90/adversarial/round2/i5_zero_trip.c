/* iterator read after loops that may run zero times; as lower bound and in values */
#include <stdio.h>
#define N 10
static double A[N][N], S[N];
static int R[3];
static void f(int lo, int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = lo; i < n; i++)
            S[i] = S[i] + 1.0;
        for (j = i - lo; j < n; j++)
            A[j][i - lo] = A[j][i - lo] + S[j];
        for (i = 0; i < n; i++)
            for (j = 0; j < lo; j++)
                A[i][j] = A[i][j] * 0.5;
        S[0] = S[0] + j * 10 + i;
    }
    R[0] = i; R[1] = j;
}
int main(void)
{
    int i, j, n, lo;
    for (i = 0; i < N; i++) { S[i] = i; for (j = 0; j < N; j++) A[i][j] = i - j; }
    for (lo = 0; lo < 5; lo += 2)
        for (n = 0; n <= N; n += 3) { f(lo, n); printf("%d %d\n", R[0], R[1]); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    for (i = 0; i < N; i++) printf("%a\n", S[i]);
    return 0;
}
