/* a bound hoisted into a scalar (nx1 = nx - 1) beside array(u[ny][nx]) on 1-D arrays: once "too big for the polyhedral analysis" and run on the host; now a kernel */
// expect-explain: j +line [0-9]+ +kernel band dimension 0, parallel
// expect-explain: i +line [0-9]+ +kernel band dimension 1, parallel
#include <stdio.h>
#include <stdlib.h>

static void step(int nx, int ny, const float *u, float *v)
{
    int nx1 = nx - 1;
#pragma bbmm array(u[ny][nx], v[ny][nx])
    for (int j = 1; j < ny - 1; j++)
        for (int i = 1; i < nx1; i++)
            v[j * nx + i] = 0.25f * (u[j * nx + i - 1] + u[j * nx + i + 1] + u[(j - 1) * nx + i] + u[(j + 1) * nx + i]);
}

int main(void)
{
    static const int sizes[][2] = {{1, 1}, {2, 5}, {3, 3}, {16, 9}, {33, 20}};
    for (unsigned q = 0; q < sizeof(sizes) / sizeof(sizes[0]); q++) {
        int nx = sizes[q][0], ny = sizes[q][1];
        float *u = malloc(sizeof(float) * (size_t)(nx * ny)), *v = malloc(sizeof(float) * (size_t)(nx * ny));
        for (int i = 0; i < nx * ny; i++) {
            u[i] = (float)(i % 11) / 3.0f;
            v[i] = 0.0f;
        }
        for (int t = 0; t < 5; t++) {
            float *w;
            step(nx, ny, u, v);
            w = u;
            u = v;
            v = w;
        }
        for (int i = 0; i < nx * ny; i++)
            printf("%d %d %a\n", q, i, (double)u[i]);
        free(u);
        free(v);
    }
    return 0;
}
