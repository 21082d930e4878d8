/* Round 23's refusal of correct C: a scratch array of a typedef'd row
 * type (typedef double vec5[5]; vec5 P[2][3];) whose rows a helper fills
 * through a double * ("array parameter 'd' of 'fill' does not take as
 * many dimensions as its argument leaves": P was taken for double
 * P[2][3]).  The declarator's dimensions come first, then the typedef's:
 * P is double P[2][3][5], P[a][0] a row of 5. */
#include <stdio.h>
#define N 4
typedef double vec5[5];
static double u[N][N][5];
static void fill(double x, double y, double *d)
{
    int m;
    for (m = 0; m < 5; m++)
        d[m] = x * (m + 1) - y * m;
}
int main(void)
{
    int i, j, m, a;
    double xi, eta, s = 0;
    vec5 P[2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + 0.25 * j;
            for (a = 0; a < 2; a++) {
                fill(xi + a, eta, P[a][0]);
                fill(eta, xi - a, P[a][2]);
            }
            for (m = 0; m < 5; m++)
                u[i][j][m] = P[1][0][m] * P[0][2][m] - P[1][2][4 - m];
        }
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < 5; m++)
                s += u[i][j][m] * (1 + (i * 3 + j * 5 + m) % 7);
    printf("%.17g\n", s);
    return 0;
}
