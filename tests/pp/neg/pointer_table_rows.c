// expect: 9:17: error: 'u' is a table of pointers to rows ('u' declared as double ***): a region moves arrays whose elements lie in one block; declare it as an array or a pointer to rows ('double (*u)[n2][n1]', a VLA parameter) and allocate it in one piece
void zero3(double ***u, int n1, int n2, int n3)
{
    int i1, i2, i3;
#pragma bbmm
    for (i3 = 0; i3 < n3; i3++)
        for (i2 = 0; i2 < n2; i2++)
            for (i1 = 0; i1 < n1; i1++)
                u[i3][i2][i1] = 0.0;
}
