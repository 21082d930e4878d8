/* the same without pragma: automatic scope (row arguments) */
#include <stdio.h>
#define N 24
static double A[N][N], S[N];
static void rowop(int n, double *row, double c)
{
    int j;
#pragma bbmm
    for (j = 0; j < n; j++)
        row[j] = row[j] * c + 1.0;
}
static void half(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = A[i][j] * 0.5;
}
static void sum(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            S[i] = S[i] + A[i][j];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) { S[i] = 0; for (j = 0; j < N; j++) A[i][j] = (double)((i + j) % 5); }
    for (t = 0; t < 6; t++) {
        half(N);
        rowop(N, A[t], 3.0);
        sum(N);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", S[i], A[i][i]);
    return 0;
}
