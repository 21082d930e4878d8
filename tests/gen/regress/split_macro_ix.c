/* flat arrays indexed through a macro, as Stam's fluid solver writes them: IX(i, j) = ((i) + (N + 2) *
 * (j)) with array(x[N + 2][N + 2]); the body's words are spelled "IX" in the file, so a compound
 * argument (IX(i, N + 1), IX(N + 1, i)) was refused as not spelled like the extent (its advice,
 * 'row * N + 2 + column', named another element) */
#include <stdio.h>
#define IX(i, j) ((i) + (N + 2) * (j))
static void bnd(int N, double *x)
{
    int i;
#pragma bbmm array(x[N + 2][N + 2])
    for (i = 1; i <= N; i++) {
        x[IX(0, i)] = -x[IX(1, i)];
        x[IX(N + 1, i)] = -x[IX(N, i)];
        x[IX(i, 0)] = x[IX(i, 1)];
        x[IX(i, N + 1)] = x[IX(i, N)];
    }
}
static void relax(int N, double *x, const double *x0, double a)
{
    int i, j;
#pragma bbmm array(x[N + 2][N + 2], x0[N + 2][N + 2])
    for (j = 1; j <= N; j++)
        for (i = 1; i <= N; i++)
            x[IX(i, j)] = (x0[IX(i, j)] + a * (x0[IX(i - 1, j)] + x0[IX(i + 1, j)] + x0[IX(i, j - 1)] +
                                                x0[IX(i, j + 1)])) / (1.0 + 4.0 * a);
}
int main(void)
{
    static double x[12 * 12], x0[12 * 12];
    int i, N;
    for (N = 1; N <= 10; N += 3) {
        for (i = 0; i < 12 * 12; i++) {
            x[i] = 0.0;
            x0[i] = (i * 7 % 13) * 0.25;
        }
        relax(N, x, x0, 0.5);
        bnd(N, x);
        for (i = 0; i < (N + 2) * (N + 2); i++)
            printf("%a%c", x[i], i % (N + 2) == N + 1 ? '\n' : ' ');
    }
    return 0;
}
