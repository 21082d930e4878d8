// expect: 15:19: error: 'i' is read after a loop over it and an assignment to it at 12:13 inside loops or an if that have ended: where the assignment did not run, it holds what the loop left, which bbmm-pp does not know here; assign it where it is read, or read it after the region
static double B[16][4];
int main(void)
{
    int i = 3, m, n = 0;
#pragma bbmm
    {
        for (i = 0; i < 16; i++)
            for (m = 0; m < 4; m++)
                B[i][m] = i + m;
        for (m = 0; m < n; m++) {
            i = 1;
            B[i][m] = B[i][m] + B[i + 1][m];
        }
        B[0][0] = i;
    }
    return 0;
}
