/* consecutive calls of functions with regions; the functions read and write the arrays on the host too */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static double peek;
static void smooth(double w)
{
    int i, j;
    A[0][0] = A[0][0] + w;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        for (j = 1; j < N - 1; j++)
            B[i][j] = A[i][j] * w + 0.25 * (A[i - 1][j] + A[i + 1][j]);
    peek = B[N / 2][N / 2];
}
static void back(void)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = A[i][j] * 0.5 + B[i][j];
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j * 5) % 11; B[i][j] = 0; }
    smooth(0.5);
    back();
    printf("%a\n", peek);
    smooth(0.25);
    back();
    back();
    printf("%a\n", peek);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
