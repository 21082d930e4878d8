/* 2-D heat, float, Neumann boundaries set in separate loops of a second region, host checksum every step inside the time loop, source added on host every 2 steps */
#include <stdio.h>
#define NX 30
#define NY 26
static float T[NX][NY], Tn[NX][NY];

static void step(int nx, int ny, float k)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < nx - 1; i++)
        for (j = 1; j < ny - 1; j++)
            Tn[i][j] = T[i][j] + k * (T[i+1][j] + T[i-1][j] + T[i][j+1] + T[i][j-1] - 4.0f * T[i][j]);
#pragma bbmm
    {
        for (i = 1; i < nx - 1; i++)
            for (j = 1; j < ny - 1; j++)
                T[i][j] = Tn[i][j];
        for (j = 1; j < ny - 1; j++) { T[0][j] = T[1][j]; T[nx-1][j] = T[nx-2][j]; }
        for (i = 0; i < nx; i++) { T[i][0] = T[i][1]; T[i][ny-1] = T[i][ny-2]; }
    }
}

int main(void)
{
    int sizes[][2] = {{2, 2}, {3, 3}, {3, 8}, {9, 4}, {NX, NY}};
    for (int s = 0; s < 5; s++) {
        int nx = sizes[s][0], ny = sizes[s][1];
        for (int i = 0; i < NX; i++) for (int j = 0; j < NY; j++) { T[i][j] = (float)((i * j) % 5); Tn[i][j] = -1.0f; }
        for (int t = 0; t < 8; t++) {
            step(nx, ny, 0.2f);
            if (t % 2 == 0) T[nx / 2][ny / 2] += 10.0f;
            float sum = 0.0f;
            for (int i = 0; i < nx; i++) for (int j = 0; j < ny; j++) sum += T[i][j];
            printf("%dx%d t=%d sum=%a\n", nx, ny, t, sum);
        }
        for (int i = 0; i < nx; i++) printf("%a %a\n", T[i][0], Tn[i][ny / 2]);
    }
    return 0;
}
