/* Under a device budget the run stops with "out of device memory: box
 * [0..0, 0..0] of array c needs 8 bytes on device 0: 24576 of 24576
 * budget bytes are held by boxes in use" on 2 devices at 24K, while 20K
 * and 28K run (and 12K fails on 4 devices while 17K-40K run).  Not the
 * moving-box switch: BBMM_TUNE=alloc=disjoint fails the same. */
#include <stdio.h>
#define N 32
#define M 64
double d[N][N];
double c[M][M], e[M][M];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = (double)((i * 5 + j * 9) % 23) + 1.0;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) {
            c[i][j] = (double)((i + j) % 7) * 0.125;
            e[i][j] = 0.0;
        }
#pragma bbmm name(press)
    for (k = 0; k < N; k++) {
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                d[i][j] = d[i][j] * 0.5 + 1.0;
        for (i = 0; i < M; i++)
            for (j = 0; j < M; j++)
                e[i][j] = e[i][j] * 0.5 + c[i][j] * d[i % N][j % N];
    }
    double s = 0;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            s += e[i][j];
    printf("%a\n", s);
    return 0;
}
