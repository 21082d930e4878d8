/* table rows set to the static array's rows in an init function; host writes through the table in the time loop */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static double *rows[N];
static void init(void) { int i; for (i = 0; i < N; i++) rows[i] = A[i]; }
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + 3 * j) % 7; B[i][j] = 0; }
    init();
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = A[i][j] * 0.5 + B[i][j];
        rows[t][t + 1] = rows[t][t + 1] * -1.0 + 3.0;
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] + B[i][j] * 0.25;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
