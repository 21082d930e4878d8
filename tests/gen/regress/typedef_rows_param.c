/* Round 23's refusal of correct C: a helper whose parameter has a
 * typedef'd array type (vec5 d, as double d[5]) was taken for a kernel
 * function of scalars ("type 'vec5' of a parameter is an array or
 * pointer type").  Such a parameter is an array parameter: the call is
 * inlined, d bound to its argument, the row P[a][b] of a vec5 P[2][3], or
 * to a row of a vec5 matrix (mat r: double r[3][5], its rows of the
 * typedef's length). */
#include <stdio.h>
#define N 4
typedef double vec5[5];
typedef vec5 mat[3];
static double u[N][N][5];
static mat Q[N];
static void fill(double x, double y, vec5 d)
{
    int m;
    for (m = 0; m < 5; m++)
        d[m] = x * (m + 1) - y * m;
}
static void add_row(const mat r, int b, vec5 d)
{
    int m;
    for (m = 0; m < 5; m++)
        d[m] += r[b][m];
}
int main(void)
{
    int i, j, m, a;
    double xi, eta, s = 0;
    vec5 P[2][3];
    for (i = 0; i < N; i++)
        for (a = 0; a < 3; a++)
            for (m = 0; m < 5; m++)
                Q[i][a][m] = i - a * 0.5 + m;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (a = 0; a < 2; a++) {
                fill(xi + a, eta, P[a][0]);
                fill(eta, xi - a, P[a][1]);
                add_row(Q[j], a + 1, P[a][1]);
            }
            for (m = 0; m < 5; m++)
                u[i][j][m] = P[1][0][m] * P[0][1][m] - P[1][1][4 - m];
        }
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < 5; m++)
                s += u[i][j][m] * (1 + (i * 3 + j * 5 + m) % 7);
    printf("%.17g\n", s);
    return 0;
}
