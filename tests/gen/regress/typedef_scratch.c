/* Round 23's refusal of correct C: a scratch block whose whole type is a
 * typedef (typedef double blk[2][2][3]; blk P;) was taken for a scalar
 * ("subscripted value 'P' is not an array").  A typedef naming an array
 * type now carries its dimensions: P is double P[2][2][3], expanded per
 * iteration like any scratch block written before it is read. */
#include <stdio.h>
#define N 4
typedef double blk[2][2][3];
static double u[N][N][N];
int main(void)
{
    int i, j, k, a, b, m;
    double xi, eta, s = 0;
    blk P;
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi + j * 0.25;
            for (k = 0; k < N; k++) {
                for (a = 0; a < 2; a++)
                    for (b = 0; b < 2; b++)
                        for (m = 0; m < 3; m++)
                            P[a][b][m] = xi * a + eta * b - k * m;
                u[i][j][k] = P[1][0][2] * P[0][1][1] - P[1][1][0];
            }
        }
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
