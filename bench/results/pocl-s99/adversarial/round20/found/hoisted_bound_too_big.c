void step(int nx, int ny, float *u, float *v)
{
    int nx1 = nx - 1;
#pragma bbmm array(u[ny][nx], v[ny][nx])
    for (int j = 1; j < ny - 1; j++)
        for (int i = 1; i < nx1; i++)
            v[j * nx + i] = u[j * nx + i];
}
