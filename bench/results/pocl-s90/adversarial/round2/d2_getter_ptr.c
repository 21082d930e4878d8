/* a pointer into the region's array obtained from a getter before the time loop; host writes through it inside */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static double *row_of(int i) { return A[i]; }
int main(void)
{
    int i, j, t;
    double *p;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + j) % 4; B[i][j] = 1.0; }
    p = row_of(3);
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = A[i][j] * 0.5 + B[i][j];
        p[t] = p[t] + 10.0;
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] + B[i][j] * 0.125;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
