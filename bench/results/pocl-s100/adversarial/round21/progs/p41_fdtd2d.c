#include <stdio.h>
#define TMAX 20
#define NX 40
#define NY 48
double ex[NX][NY], ey[NX][NY], hz[NX][NY], _fict_[TMAX];
int main(void)
{
    int t, i, j;
    for (i = 0; i < TMAX; i++)
        _fict_[i] = (double)i;
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++) {
            ex[i][j] = ((double)i * (j + 1)) / NX;
            ey[i][j] = ((double)i * (j + 2)) / NY;
            hz[i][j] = ((double)i * (j + 3)) / NX;
        }
#pragma scop
    for (t = 0; t < TMAX; t++) {
        for (j = 0; j < NY; j++)
            ey[0][j] = _fict_[t];
        for (i = 1; i < NX; i++)
            for (j = 0; j < NY; j++)
                ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        for (i = 0; i < NX; i++)
            for (j = 1; j < NY; j++)
                ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        for (i = 0; i < NX - 1; i++)
            for (j = 0; j < NY - 1; j++)
                hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
    }
#pragma endscop
    double s = 0;
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++)
            s += ex[i][j] + 2.0 * ey[i][j] + 3.0 * hz[i][j];
    printf("%a\n", s);
    return 0;
}
