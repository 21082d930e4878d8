/* explicit data(A) scope: host takes a row pointer into A inside the scope (no update) and reads through it */
#include <stdio.h>
#define N 12
static double A[N][N];
int main(void)
{
    int i, j, t;
    double s = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] * 0.5 + 1.0;
        double *row = &A[2][0];
        s += row[3];
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    return 0;
}
