/* a global pointer set in an init function; a helper called in the time loop reads through it into a global sum */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static double *watch;
static double total;
static void init(void) { watch = &B[2][0]; }
static void sample(int t) { total = total + watch[t] * (t + 1); }
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * j) % 6; B[i][j] = 0; }
    init();
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = A[i][j] + B[i][j] * 0.5 + t;
        sample(t);
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] * 0.75 + B[i][j] * 0.25;
    }
    printf("%a\n", total);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
