// expect: 9:25: error: 'grid_points[0]' is used in a loop bound, subscript or condition, which bbmm-pp reads once where the region starts, but the region writes 'grid_points' (11:13): copy the value into a variable before the region
int grid_points[3];
double u[64][64];
void f(void)
{
    int i, j;
#pragma bbmm
    for (j = 1; j < 63; j++)
        for (i = 1; i < grid_points[0] - 1; i++) {
            u[j][i] = u[j][i - 1] + 1.0;
            grid_points[1] = i;
        }
}
